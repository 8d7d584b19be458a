// A newsletter with prices, struck-through old prices and a discount code. Not a purchase.
import type { UnseenMail } from "../fixtures";

export default {
  name: "PcComponentes / ES / newsletter with prices (not a purchase)",
  from: { name: "PcComponentes", address: "newsletter@info.pccomponentes.com" },
  date: "Tue, 8 Oct 2024 11:00:00 +0200",
  subject: "¡Días Naranjas! Hasta un 40% de descuento en portátiles",
  html: `<html><body>
<h1>Días Naranjas: solo hasta el domingo</h1>
<table>
<tr><td>Lenovo IdeaPad Slim 5 16" Ryzen 7</td><td><s>899,00 €</s></td><td>649,00 €</td></tr>
<tr><td>Logitech MX Master 3S</td><td><s>119,99 €</s></td><td>79,99 €</td></tr>
<tr><td>Samsung 990 PRO 2TB</td><td><s>229,99 €</s></td><td>159,90 €</td></tr>
</table>
<p>Envío gratis en pedidos superiores a 50 €. Usa el código NARANJA10 y ahorra 10 € más.</p>
<p><a href="https://www.pccomponentes.com/dias-naranjas">Comprar ahora</a></p>
<p>Recibes este correo porque estás suscrito a nuestra newsletter. <a href="https://www.pccomponentes.com/baja">Darse de baja</a></p>
</body></html>`,
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
