import { useSuspenseQuery } from "@tanstack/react-query";
import type { Section } from "../../../../shared/schema/records";
import { held, usePreview } from "../preview/preview";
import { PreviewBar } from "../preview/preview-bar";
import { HomeSections } from "./home-page";
import { homePageQuery } from "./page-query";

/**
 * The home page in a document a preview link opened (a draft of the page at the address home): its sections held as the
 * server drew them, under the preview bar, while the app is at the link's address (app/preview/preview.ts).
 */
export function HomePreview({ builtIn }: { builtIn: Section[] }) {
  const preview = usePreview();
  const { data: page } = useSuspenseQuery(held(homePageQuery(), preview));
  return (
    <>
      <PreviewBar />
      <HomeSections page={page} builtIn={builtIn} />
    </>
  );
}
