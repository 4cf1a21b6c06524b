/** React 17 renders the page that has `globalHeader/Header` in its tree (the bridge path). */
import { HeaderPage } from '../../common/pages';
import { readHostPageConfig } from '../../common/remote';
import { legacyRender } from './legacy-render';

const element = document.getElementById('root')!;
legacyRender(<HeaderPage config={readHostPageConfig(element)} />, element);
