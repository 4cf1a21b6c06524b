/** React 17 renders the page that has `globalHeader/Header` in its tree (the bridge path). */
import { HeaderPage } from '../../hosts/pages';
import { readHostPageConfig } from '../../hosts/remote';
import { legacyRender } from './legacy-render';

const element = document.getElementById('root')!;
legacyRender(<HeaderPage config={readHostPageConfig(element)} />, element);
