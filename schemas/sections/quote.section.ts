import { defineSection, text } from './define-section';

export const quoteSection = defineSection(
  'quote',
  'Kutipan',
  {
    title: text('Judul', 'QS. Ar-Rum: 21'),
    description: text(
      'Kutipan',
      'Dan di antara tanda-tanda kekuasaan-Nya ialah Dia menciptakan untukmu pasangan hidup dari jenismu sendiri, supaya kamu merasa tenteram kepadanya, dan dijadikan-Nya di antaramu rasa kasih dan sayang.',
    ),
  },
  {},
  {},
);
