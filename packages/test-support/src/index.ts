export * from './mail-reader';
export * from './unzip-entries';
