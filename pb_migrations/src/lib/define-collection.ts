import type { CollectionSpec, FieldSpec } from "../../../shared/schema/fields";

/**
 * Turns a typed declaration into the plain object PocketBase's Collection accepts:
 * relation targets are resolved from names to ids, and the web-only valueType is dropped.
 */
function collectionData(app: CoreApp, spec: CollectionSpec): Record<string, unknown> {
  return {
    type: "base",
    name: spec.name,
    listRule: spec.listRule,
    viewRule: spec.viewRule,
    createRule: spec.createRule,
    updateRule: spec.updateRule,
    deleteRule: spec.deleteRule,
    indexes: [...(spec.indexes ?? [])],
    fields: spec.fields.map((field) => fieldData(app, field)),
  };
}

function fieldData(app: CoreApp, field: FieldSpec): Record<string, unknown> {
  if (field.type === "relation") {
    const { collection, ...rest } = field;
    return { ...rest, collectionId: app.findCollectionByNameOrId(collection).id };
  }
  if (field.type === "json") {
    const { valueType: _valueType, ...rest } = field;
    return { maxSize: 0, ...rest };
  }
  return { ...field };
}

/** Creates a collection from its declaration. */
export function createCollection(app: CoreApp, spec: CollectionSpec): void {
  // The generated declarations type `fields` as a Go FieldsList, which a plain list does not satisfy.
  app.save(new Collection(collectionData(app, spec) as unknown as Partial<Collection>));
}
