/** The anchor of an item's row in the navigation editor: without JavaScript a move comes back to it. */
export const itemAnchor = (id: number) => `nav-item-${id}`;
