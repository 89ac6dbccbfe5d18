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

export const CAR_CLASS_KIND: CatalogueKind<CarClass> = {
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
    saveFailed: 'Failed to save car class',
    deleted: m.classDeleted,
    deleteFailed: (message) => `Failed to delete car class: ${message}`,
    deleteBlocked: m.classDeleteBlocked,
    confirmDelete: (name) => `Are you sure you want to delete the car class "${name}"? This cannot be undone!`,
    loadFailed: (message) => `Failed to load car classes: ${message}`,
    empty: 'No car classes yet. Add the first one.',
  },
};

export const CAR_MODEL_KIND: CatalogueKind<CarModel> = {
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
    saveFailed: 'Failed to save car model',
    deleted: m.modelDeleted,
    deleteFailed: (message) => `Failed to delete car model: ${message}`,
    deleteBlocked: m.modelDeleteBlocked,
    confirmDelete: (name) => `Are you sure you want to delete the car model "${name}"? This cannot be undone!`,
    loadFailed: (message) => `Failed to load car models: ${message}`,
    empty: 'No car models match.',
  },
};

export const TAG_KIND: CatalogueKind<Tag> = {
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
    saveFailed: 'Failed to save tag',
    deleted: (name) => `Tag "${name}" has been deleted!`,
    deleteFailed: (message) => `Failed to delete tag: ${message}`,
    deleteBlocked: m.tagDeleteBlocked,
    confirmDelete: (name) => `Are you sure you want to delete the tag "${name}"? This cannot be undone!`,
    loadFailed: (message) => `Failed to load tags: ${message}`,
    empty: 'No tags yet. Add the first one.',
  },
};
