/** React 18's root API renders the page that has `globalHeader/Header` in its tree. */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../../common/pages';
import { readHostPageConfig } from '../../common/remote';

const element = document.getElementById('root')!;
createRoot(element).render(<HeaderPage config={readHostPageConfig(element)} />);
