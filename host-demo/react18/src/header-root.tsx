/** React 18's root API renders the page that has `globalHeader/Header` in its tree. */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../../hosts/pages';
import { readHostPageConfig } from '../../hosts/remote';

const element = document.getElementById('root')!;
createRoot(element).render(<HeaderPage config={readHostPageConfig(element)} />);
