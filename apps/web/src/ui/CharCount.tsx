/** "120/300 caracteres", red above the limit. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'char-count char-count--over' : 'char-count'}>
      {length}/{max} caracteres
    </span>
  );
}
