import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** RJSF's own words, in Indonesian: no owner reads English in a generated form. */
const WORDS: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: 'Butir',
  [TranslatableString.MissingItems]: 'Isi daftar belum ditentukan',
  [TranslatableString.EmptyArray]: 'Belum ada isinya. Tambahkan dengan tombol di bawah.',
  [TranslatableString.YesLabel]: 'Ya',
  [TranslatableString.NoLabel]: 'Tidak',
  [TranslatableString.CloseLabel]: 'Tutup',
  [TranslatableString.ErrorsLabel]: 'Kesalahan',
  [TranslatableString.NewStringDefault]: 'Nilai baru',
  [TranslatableString.AddButton]: 'Tambah',
  [TranslatableString.AddItemButton]: 'Tambah butir',
  [TranslatableString.CopyButton]: 'Salin',
  [TranslatableString.ExpandButton]: 'Buka',
  [TranslatableString.MoveDownButton]: 'Pindah ke bawah',
  [TranslatableString.MoveUpButton]: 'Pindah ke atas',
  [TranslatableString.RemoveButton]: 'Hapus',
  [TranslatableString.NowLabel]: 'Sekarang',
  [TranslatableString.ClearLabel]: 'Kosongkan',
  [TranslatableString.AriaDateLabel]: 'Pilih tanggal',
  [TranslatableString.PreviewLabel]: 'Pratinjau',
  [TranslatableString.DecrementAriaLabel]: 'Kurangi 1',
  [TranslatableString.IncrementAriaLabel]: 'Tambah 1',
  [TranslatableString.OptionalObjectAdd]: 'Tambahkan isian pilihan',
  [TranslatableString.OptionalObjectRemove]: 'Hapus isian pilihan',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Isian pilihan ini kosong',
  [TranslatableString.Type]: 'Jenis',
  [TranslatableString.Value]: 'Nilai',
  [TranslatableString.ClearButton]: 'Kosongkan isian',
  [TranslatableString.UnknownFieldType]: 'Jenis isian %1 tidak dikenal',
  [TranslatableString.OptionPrefix]: 'Pilihan %1',
  [TranslatableString.TitleOptionPrefix]: '%1 pilihan %2',
  [TranslatableString.KeyLabel]: 'Kunci %1',
  [TranslatableString.DeprecatedLabel]: '%1 (usang)',
  [TranslatableString.UnsupportedField]: 'Isian ini tidak didukung.',
  [TranslatableString.UnsupportedFieldWithId]: 'Isian `%1` tidak didukung.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Isian ini tidak didukung: _%1_.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Isian `%1` tidak didukung: _%2_.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 byte)',
  [TranslatableString.InvalidObjectField]: 'Isian "%1" tidak valid: _%2_.',
  [TranslatableString.CycleDetected]: 'Isian "%1" merujuk dirinya sendiri.',
};

/** RJSF's `translateString`: the Indonesian word, its `%1`, `%2` filled in. */
export function translateString(key: TranslatableString, params?: string[]): string {
  return englishStringTranslator(WORDS[key] as TranslatableString, params);
}
