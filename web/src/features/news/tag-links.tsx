import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { splitTags } from "../../../../shared/content/format";

/** An article's tags, each a link to the articles that carry it (/news?tag=), comma-separated as stored. */
export function TagLinks({ tags }: { tags: string }) {
  return splitTags(tags).map((tag, i) => (
    <Fragment key={tag}>
      {i > 0 && ", "}
      <Link to="/news" search={{ tag }} className="tag">
        {tag}
      </Link>
    </Fragment>
  ));
}
