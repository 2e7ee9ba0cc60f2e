// The part of js-quantities (which ships no types) the answerer uses: a unit's name read as a unit.
declare module 'js-quantities' {
  interface Qty {
    units(): string;
    kind(): string;
    isCompatible(other: string | Qty): boolean;
    to(unit: string): Qty;
    scalar: number;
  }
  const Qty: { parse(text: string): Qty | null; (text: string): Qty };
  export default Qty;
}
