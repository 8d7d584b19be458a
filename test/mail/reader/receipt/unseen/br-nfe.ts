// A Brazilian retailer's NF-e mail: a table, "Valor total da nota", an instalment plan that is not the charge.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Magazine Luiza / BR / NF-e with instalments, Valor total R$",
  from: { name: "Magalu", address: "nfe@magazineluiza.com.br" },
  date: "Sat, 5 Oct 2024 14:03:00 -0300",
  subject: "Nota Fiscal Eletrônica do seu pedido 1048273911",
  html: `<html><body>
<p>Olá, Maria!</p>
<p>A Nota Fiscal Eletrônica (NF-e) da sua compra foi emitida. Guarde este e-mail.</p>
<table>
<tr><td>Pedido</td><td>1048273911</td></tr>
<tr><td>Número da NF-e</td><td>000.482.117</td></tr>
<tr><td>Data de emissão</td><td>05/10/2024</td></tr>
<tr><td>Chave de acesso</td><td>3524 1047 9600 0102 7655 0010 0048 2117 1123 4567 8901</td></tr>
</table>
<table>
<tr><th>Produto</th><th>Qtd.</th><th>Valor</th></tr>
<tr><td>Smartphone Samsung Galaxy A15 128GB Azul</td><td>1</td><td>R$ 1.299,00</td></tr>
</table>
<table>
<tr><td>Valor total dos produtos</td><td>R$ 1.299,00</td></tr>
<tr><td>Frete</td><td>R$ 0,00</td></tr>
<tr><td>Desconto</td><td>- R$ 100,00</td></tr>
<tr><td><b>Valor total da nota</b></td><td><b>R$ 1.199,00</b></td></tr>
</table>
<p>Forma de pagamento: Cartão de crédito em 10x de R$ 119,90 sem juros</p>
<p>Tributos aproximados: R$ 311,76 (Lei 12.741/2012)</p>
</body></html>`,
  want: {
    verdict: "purchase",
    merchant: ["Magalu", "magazineluiza.com.br", "Magazine Luiza"],
    total: "1199.00",
    currency: "brl",
    date: "2024-10-05",
  },
} satisfies UnseenMail;
