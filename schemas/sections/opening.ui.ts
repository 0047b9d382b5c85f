import { sectionUi } from './section-ui';

/** The opening's editor: the words above the names, the cover's greeting and button, the hashtag. */
export const openingSectionUi = sectionUi({
  extra: { hashtag: { 'ui:placeholder': '#RakaAyuMenikah', 'ui:help': 'Diawali #, tanpa spasi.' } },
});
