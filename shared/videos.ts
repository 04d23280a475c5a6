export type { OwnVideo } from './videos-contract';
