import { useCatalogueList } from './catalogue-api';
import { CAR_CLASS_KIND } from './catalogue-kinds';
import { CatalogueManager } from './catalogue-manager';

/** Admin Car Classes (spec admin-and-pages §2). */
export function CarClassesPage() {
  const list = useCatalogueList(CAR_CLASS_KIND);
  return (
    <CatalogueManager
      kind={CAR_CLASS_KIND}
      title="Car Classes"
      lead="The classes of the grid, such as Hypercar, LMP2, GTE and GT3, that liveries are filed under."
      list={list}
    />
  );
}
