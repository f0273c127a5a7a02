import { mountStandalone } from '@ped/host';
import App from './app/App';

mountStandalone(App);
