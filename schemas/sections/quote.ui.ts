import { sectionUi } from './section-ui';

/** The quote's editor: the verse and where it comes from. */
export const quoteSectionUi = sectionUi({
  title: { 'ui:title': 'Sumber kutipan', 'ui:help': 'Misalnya "QS. Ar-Rum: 21". Kosongkan untuk bawaan tema.' },
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
});
