/** A plan's badge colour: the plan's own (docs/product.md#plans), else the dashboard's neutral one. */
export function planColor(plan: object): string {
  const color = 'color' in plan ? plan.color : undefined;
  return typeof color === 'string' && color ? color : '#6b6470';
}
