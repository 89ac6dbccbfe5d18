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

/** What each kind says in its own words; the rest of its messages follow from its name. */
type OwnWords<T extends { id: number; name: string }> = Omit<CatalogueKind<T>, 'messages'> & {
  messages: Pick<
    CatalogueKind<T>['messages'],
    'nameRequired' | 'namePlaceholder' | 'created' | 'updated' | 'deleted' | 'deleteBlocked' | 'empty'
  >;
};

function catalogueKind<T extends { id: number; name: string }>(kind: OwnWords<T>): CatalogueKind<T> {
  const one = kind.title.toLowerCase();
  const many = kind.pluralTitle.toLowerCase();
  return {
    ...kind,
    messages: {
      ...kind.messages,
      saveFailed: `Failed to save ${one}`,
      deleteFailed: (message) => `Failed to delete ${one}: ${message}`,
      confirmDelete: (name) => `Are you sure you want to delete the ${one} "${name}"? This cannot be undone!`,
      loadFailed: (message) => `Failed to load ${many}: ${message}`,
    },
  };
}

export const CAR_CLASS_KIND = catalogueKind<CarClass>({
  path: '/api/carclasses',
  queryKey: ['carclasses'],
  title: 'Car Class',
  pluralTitle: 'Car Classes',
  nameLabel: 'Class Name',
  usageLabel: 'Models',
  usage: (row) => row.modelCount,
  messages: {
    nameRequired: m.classNameRequired,
    namePlaceholder: 'e.g. Hypercar, GT3, LMP2',
    created: m.classCreated,
    updated: m.classUpdated,
    deleted: m.classDeleted,
    deleteBlocked: m.classDeleteBlocked,
    empty: 'No car classes yet. Add the first one.',
  },
});

export const CAR_MODEL_KIND = catalogueKind<CarModel>({
  path: '/api/carmodels',
  queryKey: ['carmodels'],
  title: 'Car Model',
  pluralTitle: 'Car Models',
  nameLabel: 'Model Name',
  usageLabel: 'Liveries',
  usage: (row) => row.liveryCount,
  messages: {
    nameRequired: m.modelNameRequired,
    namePlaceholder: 'e.g. Porsche 963, BMW M4 GT3',
    created: m.modelCreated,
    updated: m.modelUpdated,
    deleted: m.modelDeleted,
    deleteBlocked: m.modelDeleteBlocked,
    empty: 'No car models match.',
  },
});

export const TAG_KIND = catalogueKind<Tag>({
  path: '/api/tags',
  queryKey: ['tags'],
  title: 'Tag',
  pluralTitle: 'Tags',
  nameLabel: 'Tag Name',
  usageLabel: 'Liveries',
  usage: (row) => row.liveryCount,
  messages: {
    nameRequired: m.tagNameRequired,
    namePlaceholder: 'e.g. Historic, Sponsor, Fantasy',
    created: 'Tag created successfully!',
    updated: 'Tag updated successfully!',
    deleted: (name) => `Tag "${name}" has been deleted!`,
    deleteBlocked: m.tagDeleteBlocked,
    empty: 'No tags yet. Add the first one.',
  },
});
