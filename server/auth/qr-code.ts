import QRCode from 'qrcode';

/** An SVG QR code for a short text (the otpauth:// address), drawn on the server. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
}
