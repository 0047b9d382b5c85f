import type { RegistryWidgetsType } from '@rjsf/utils';
import { BankChannelWidget } from './bank-channel-widget';
import { ColourPaletteWidget } from './colour-palette-widget';
import { DateTimeWidget } from './date-time-widget';
import { ImageUploadWidget } from './image-upload-widget';
import { PhotoCropWidget } from './photo-crop-widget';
import { RichTextWidget } from './rich-text-widget';
import { RupiahWidget } from './rupiah-widget';
import { ShareCaptionWidget } from './share-caption-widget';
import { SlugAvailabilityWidget } from './slug-availability-widget';
import { SwitchWidget } from './switch-widget';

/**
 * The widgets every generated form knows, by the name a uiSchema gives in `ui:widget`; yes/no
 * fields (RJSF's CheckboxWidget) are switches everywhere.
 */
export const FORM_WIDGETS: RegistryWidgetsType = {
  CheckboxWidget: SwitchWidget,
  slugAvailability: SlugAvailabilityWidget,
  shareCaption: ShareCaptionWidget,
  imageUpload: ImageUploadWidget,
  photoCrop: PhotoCropWidget,
  dateTime: DateTimeWidget,
  colourPalette: ColourPaletteWidget,
  rupiah: RupiahWidget,
  bankChannel: BankChannelWidget,
  richText: RichTextWidget,
};
