import { start } from '../../hosts/start';

start(() => import('./mount-root'));
