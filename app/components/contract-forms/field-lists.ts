import type { FieldMetadata } from '@conform-to/react';
import type { AnyField, Fields } from '#app/components/listing-forms/fields.tsx';

// Conform's list and object fields as the step forms use them: rows of a list (parties, units,
// costs) and the fields of a nested object (a meter, the housing fund).

type Row = Record<string, unknown>;

export function rowsOf(field: AnyField): FieldMetadata<Row>[] {
  return (field as unknown as FieldMetadata<Row[]>).getFieldList();
}

export function fieldsOf(field: AnyField): Fields {
  return (field as unknown as FieldMetadata<Row>).getFieldset() as unknown as Fields;
}
