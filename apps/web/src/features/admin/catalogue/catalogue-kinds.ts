import { type CarClass, type CarModel, MESSAGES, type Tag } from '@paddock/contract';

const m = MESSAGES.catalogue;

/** Everything that differs between the car class, car model and tag admin pages. */
export interface CatalogueKind<T extends { id: number; name: string }> {
  /** The collection's API path, e.g. /api/carclasses. */
  path: string;
  /** The query key of the list (shared with browse, upload and edit pages). */
  queryKey: readonly string[];
  /** 'Car Class': used in buttons, the modal title and the name field. */
  title: string;
  /** 'Car Classes': the table's accessible name. */
  pluralTitle: string;
  /** Label of the name field and column: 'Class Name'. */
  nameLabel: string;
  /** Column title of the usage count. */
  usageLabel: string;
  /** How many things use the row; deleting is blocked while above 0. */
  usage: (row: T) => number;
  messages: {
    nameRequired: string;
    namePlaceholder: string;
    created: string;
    updated: string;
    saveFailed: string;
    deleted: (name: string) => string;
    deleteFailed: (message: string) => string;
    deleteBlocked: (name: string, n: number) => string;
    confirmDelete: (name: string) => string;
    loadFailed: (message: string) => string;
    empty: string;
  };
}

/** A kind's names: its API collection (also its list's query key) and how the pages call it. */
interface KindNames {
  collection: string;
  title: string;
  pluralTitle: string;
  usageLabel: string;
}

/** A kind's rules: what blocks a delete, and the server's own messages for them. */
type KindRules<T extends { id: number; name: string }> = Pick<CatalogueKind<T>, 'usage'> &
  Pick<CatalogueKind<T>['messages'], 'nameRequired' | 'deleteBlocked'>;

/** The words only this kind's page uses; every other message follows from its title. */
type KindWords = Pick<CatalogueKind<{ id: number; name: string }>['messages'], 'namePlaceholder' | 'empty'>;

function catalogueKind<T extends { id: number; name: string }>(
  { collection, title, pluralTitle, usageLabel }: KindNames,
  { usage, ...rules }: KindRules<T>,
  words: KindWords,
): CatalogueKind<T> {
  const one = title.toLowerCase();
  // 'Car class created successfully!', 'Tag "GT3" has been deleted!'
  const subject = title.charAt(0) + one.slice(1);
  return {
    path: `/api/${collection}`,
    queryKey: [collection],
    title,
    pluralTitle,
    // 'Class Name', 'Model Name', 'Tag Name'
    nameLabel: `${title.split(' ').at(-1)} Name`,
    usageLabel,
    usage,
    messages: {
      ...rules,
      ...words,
      created: `${subject} created successfully!`,
      updated: `${subject} updated successfully!`,
      saveFailed: `Failed to save ${one}`,
      deleted: (name) => `${subject} "${name}" has been deleted!`,
      deleteFailed: (message) => `Failed to delete ${one}: ${message}`,
      confirmDelete: (name) => `Are you sure you want to delete the ${one} "${name}"? This cannot be undone!`,
      loadFailed: (message) => `Failed to load ${pluralTitle.toLowerCase()}: ${message}`,
    },
  };
}

export const CAR_CLASS_KIND = catalogueKind<CarClass>(
  { collection: 'carclasses', title: 'Car Class', pluralTitle: 'Car Classes', usageLabel: 'Models' },
  { usage: (row) => row.modelCount, nameRequired: m.classNameRequired, deleteBlocked: m.classDeleteBlocked },
  { namePlaceholder: 'e.g. Hypercar, GT3, LMP2', empty: 'No car classes yet. Add the first one.' },
);

export const CAR_MODEL_KIND = catalogueKind<CarModel>(
  { collection: 'carmodels', title: 'Car Model', pluralTitle: 'Car Models', usageLabel: 'Liveries' },
  { usage: (row) => row.liveryCount, nameRequired: m.modelNameRequired, deleteBlocked: m.modelDeleteBlocked },
  { namePlaceholder: 'e.g. Porsche 963, BMW M4 GT3', empty: 'No car models match.' },
);

export const TAG_KIND = catalogueKind<Tag>(
  { collection: 'tags', title: 'Tag', pluralTitle: 'Tags', usageLabel: 'Liveries' },
  { usage: (row) => row.liveryCount, nameRequired: m.tagNameRequired, deleteBlocked: m.tagDeleteBlocked },
  { namePlaceholder: 'e.g. Historic, Sponsor, Fantasy', empty: 'No tags yet. Add the first one.' },
);
