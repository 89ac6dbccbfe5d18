export * from './constants';
export * from './messages';
export * from './schemas/catalogue';
export * from './schemas/common';
export * from './schemas/health';
export * from './schemas/users';
