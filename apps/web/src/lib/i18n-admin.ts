// Registers the admin area's texts; only admin chunks import this, so members never load them.
import ja from '@/locales/ja/admin.json';
import en from '@/locales/en/admin.json';
import { addNamespace } from './i18n';

addNamespace('admin', { ja, en });
