import { start } from '../../common/start';

start(() => import('./header-root'));
