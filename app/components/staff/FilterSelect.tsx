import { inputClass } from "../ui/styles";

/** One choice of a list's filter (the inbox's, the audit trail's): its value in the address, and its words. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select of a filter form, showing the choice the page was opened with. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass()}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
