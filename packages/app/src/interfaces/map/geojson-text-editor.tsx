import { useId, useState } from 'react';
import type { Geometry } from 'geojson';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import { geometryText, parseGeometryText } from './geometry-value.js';
import type { GeometryType } from './geometry-value.js';
import { geometryTypeLabel } from './geometry-type-label.js';

export interface GeoJsonTextEditorProps {
  id: string;
  label: string;
  geometry: Geometry | null;
  geometryType: GeometryType | null;
  isDisabled: boolean;
  isOpen: boolean;
  describedBy: string | undefined;
  onGeometry: (geometry: Geometry | null) => void;
}

/**
 * The value as GeoJSON text in a disclosure, so the field works without a mouse (and without
 * WebGL): text that parses to a geometry of the field's kind becomes the value as it is typed;
 * anything else shows why and leaves the value alone.
 */
export function GeoJsonTextEditor({
  id,
  label,
  geometry,
  geometryType,
  isDisabled,
  isOpen,
  describedBy,
  onGeometry,
}: GeoJsonTextEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => geometryText(geometry));
  const [shownKey, setShownKey] = useState(() => JSON.stringify(geometry));
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  // A value changed elsewhere (drawn on the map, reverted) replaces the text; the text's own edits do not.
  const key = JSON.stringify(geometry);
  if (key !== shownKey) {
    setShownKey(key);
    setText(geometryText(geometry));
    setProblem(null);
  }

  function edit(next: string) {
    setText(next);
    const result = parseGeometryText(next, geometryType);
    if (result.problem === null) {
      setProblem(null);
      setShownKey(JSON.stringify(result.geometry));
      onGeometry(result.geometry);
      return;
    }
    setProblem(
      result.problem === 'wrongType'
        ? t('mapInterface.wrongType', { type: geometryTypeLabel(t, geometryType) })
        : t(result.problem === 'invalidJson' ? 'mapInterface.invalidJson' : 'mapInterface.notGeometry'),
    );
  }

  return (
    <details className="map-interface__text" open={isOpen || undefined}>
      <summary>{t('mapInterface.editAsText')}</summary>
      <textarea
        id={id}
        className="textarea mono"
        spellCheck={false}
        rows={6}
        value={text}
        readOnly={isDisabled}
        aria-label={t('mapInterface.textLabel', { field: label })}
        aria-invalid={problem !== null || undefined}
        aria-describedby={[describedBy, hintId, problem ? errorId : undefined].filter(Boolean).join(' ')}
        onChange={(event) => edit(event.target.value)}
      />
      <p id={hintId} className="map-interface__note">
        {t('mapInterface.textHint')}
      </p>
      {problem ? (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </details>
  );
}
