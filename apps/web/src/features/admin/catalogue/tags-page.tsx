import { useCatalogueList } from './catalogue-api';
import { TAG_KIND } from './catalogue-kinds';
import { CatalogueManager } from './catalogue-manager';

/** Admin Tags: like car classes, for the tags members put on their liveries. */
export function TagsPage() {
  const list = useCatalogueList(TAG_KIND);
  return (
    <CatalogueManager
      kind={TAG_KIND}
      title="Tags"
      lead="Create, rename and remove the tags members put on their liveries."
      list={list}
    />
  );
}
