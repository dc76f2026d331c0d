import { useTranslation } from 'react-i18next';
import { REGIONS } from '#common/regions.ts';

/** The options of a region <select>: "any" first (empty value), then every region by name. */
export function RegionOptions({ anyLabel }: { anyLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{anyLabel}</option>
      {REGIONS.map((region) => (
        <option key={region} value={region}>
          {t(`listing:region.${region}`)}
        </option>
      ))}
    </>
  );
}
