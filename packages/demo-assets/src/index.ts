export * from './demo-content';
export * from './livery-art';
export * from './livery-files';
