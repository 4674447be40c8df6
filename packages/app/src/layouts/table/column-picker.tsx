import { Menu } from '../../components/menu.js';

export interface ColumnOption {
  key: string;
  label: string;
}

/** Which fields are columns: a menu of checkboxes, keeping at least one column. */
export function ColumnPicker({ options, visible, onChange }: { options: ColumnOption[]; visible: string[]; onChange: (keys: string[]) => void }) {
  return (
    <Menu
      label="Choose columns"
      trigger={<span aria-hidden="true">⋮</span>}
      align="end"
      items={options.map((option) => {
        const isVisible = visible.includes(option.key);
        return {
          id: option.key,
          label: option.label,
          checked: isVisible,
          disabled: isVisible && visible.length === 1,
          onSelect: () => onChange(isVisible ? visible.filter((key) => key !== option.key) : [...visible, option.key]),
        };
      })}
    />
  );
}
