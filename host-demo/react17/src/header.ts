import { start } from '../../hosts/start';

start(() => import('./header-root'));
