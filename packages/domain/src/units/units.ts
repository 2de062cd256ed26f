/**
 * Branded units: inches, print-area fractions, canvas pixels, DPI, degrees and cents are all numbers at run
 * time, but the compiler refuses to mix them. Build them only through the factories below.
 */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type Inches = Brand<number, 'in'>;
/** A fraction 0..1 of a print area dimension (the spec's width and horizontal positions are fractions). */
export type Fraction = Brand<number, 'fraction'>;
export type Percent = Brand<number, 'percent'>;
export type Px = Brand<number, 'px'>;
export type Dpi = Brand<number, 'dpi'>;
export type Degrees = Brand<number, 'deg'>;
export type Cents = Brand<number, 'cents'>;
export type Millimetres = Brand<number, 'mm'>;

export const inches = (n: number): Inches => n as Inches;
export const fraction = (n: number): Fraction => n as Fraction;
export const percent = (n: number): Percent => n as Percent;
export const px = (n: number): Px => n as Px;
export const dpi = (n: number): Dpi => n as Dpi;
export const degrees = (n: number): Degrees => n as Degrees;
export const cents = (n: number): Cents => n as Cents;
export const millimetres = (n: number): Millimetres => n as Millimetres;

/** 25.4 mm per inch. */
export const MM_PER_INCH = 25.4;
export const mmToInches = (mm: Millimetres): Inches => inches(mm / MM_PER_INCH);
export const inchesToMm = (i: Inches): Millimetres => millimetres(i * MM_PER_INCH);
/** Pixels an artwork needs to cover a length at a DPI. */
export const pixelsAt = (length: Inches, d: Dpi): Px => px(length * d);
/** Effective DPI of a raster of `pixels` printed over `length` inches. */
export const effectiveDpi = (pixels: Px, length: Inches): Dpi => dpi(length > 0 ? pixels / length : 0);
