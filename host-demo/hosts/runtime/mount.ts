import { render } from './render';

render('mount');
