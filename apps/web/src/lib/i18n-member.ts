// Registers the member area's texts; imported by the modules that use them (lazy chunks).
import ja from '@/locales/ja/member.json';
import en from '@/locales/en/member.json';
import { addNamespace } from './i18n';

addNamespace('member', { ja, en });
