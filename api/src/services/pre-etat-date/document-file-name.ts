/** The file name the customer downloads; a version asked for by number is named with it. */
export const documentFileName = (orderid: string, version?: number) =>
  `pre-etat-date-${orderid}${version ? `-v${version}` : ''}.pdf`;
