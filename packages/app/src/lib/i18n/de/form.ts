import type { Messages } from '../messages-en.js';

export const form: Messages['form'] = {
  readOnly: 'schreibgeschützt',
  leaveUnchanged: 'Unverändert lassen',
  newItemIn: 'Neuer Eintrag in {{collection}}',
  editItemIn: 'Eintrag in {{collection}} bearbeiten',
  done: 'Fertig',
  oneNeedsAttention: 'Ein Feld muss vor dem Speichern korrigiert werden',
  manyNeedAttention: '{{count}} Felder müssen vor dem Speichern korrigiert werden',
  fieldsWithErrors: 'Felder mit Fehlern',
};
