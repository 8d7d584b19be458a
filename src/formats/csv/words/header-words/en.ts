import type { HeaderWords } from "../header-vocabulary";

// English: UK, US, Irish, Australian, Indian (HDFC, SBI, ICICI) and Singapore bank and card exports, Revolut, Monzo,
// Wise and the apps' CSVs, mobile-money statements (M-PESA); OFX field names where apps export them (FITID).
export default {
  date: `Date, Day, Created, Booking date, Transaction date, Trans date, Txn date, Tran date, Posting date, Post date, Posted date,
    Transaction posted date, Date processed, Completed date, Started date, Completion time`,
  transactionDate: "trans*, Txn, Tran, Purchase",
  bookingDate: "Booking, Booked, Posting, Posted, Post, Processed",
  valueDate: "Value date, Valuedate, Value dt, Execution date",
  amount: "Amount, Sum, Value, Transaction amount, Amount EUR, Net, Total, Billed amount, Billing amount, Settlement amount",
  debit: `Debit, Debits, Debit amount, Debit amt, Withdrawal, Withdrawals, Withdrawal amt, Withdrawn, Paid out, Money out, Out, Outflow, Spent,
    Charge, Charges, Payments, Outgoing, Outgoings`,
  credit:
    "Credit, Credits, Credit amount, Credit amt, Deposit, Deposits, Deposit amt, Paid in, Money in, In, Inflow, Received, Incoming, Refund, Refunds, Refunded, Refund amount, Reimbursement",
  indicator: `C/D, D/C, CD, DC, CR/DR, DR/CR, Credit/Debit, Debit/Credit, Transaction type, Type, Direction, In/Out, Debit/Credit indicator,
    CdIndicator, Credit/Debit indicator, Dr/Cr indicator, Debit or credit, Credit or debit, Sign`,
  payee: `Counterparty, Counterparty name, Payee, Payee name, Name, Merchant, Merchant name, Beneficiary, Beneficiary name, Partner,
    Partner name, Recipient, Remitter, Counteraccount name, To, From, Description payee`,
  notes: `Description, Description 1, Description 2, Description 3, Transaction description, Transaction details, Details, Detail, Memo,
    Narrative, Narration, Particulars, Note, Notes, Client note, Message, Message for me, Message for payee, Info, Text, Purpose,
    Booking text, Desc, Payment reference, Reference, Comment, Comments, Remarks, Communication, Communications, Wording`,
  currency: "Currency, Currency code, CCY",
  balance: "Balance, Running balance, Balance after, Available balance, New balance, Closing balance",
  transactionId: `ID, Transaction ID, Transaction number, Transaction reference, Transaction reference number, Reference number,
    Unique ID, FITID`,
  category: "Category, Category name, Subcategory",
  type: "Type, Transaction type, Trans type, Kind, Code",
  status: "Status, State",
  fee: "Fee, Fees, Total fees, Fee amount",
  checkNumber: "Check number, Check no, Check num, Check or slip, Cheque number, Cheque no, Chq no, =Check, =Cheque",
  foreign: "Transaction currency, Original currency, Foreign currency, Local currency",
  account: "Account currency, Billed, Billing, Settlement",
  not: {
    amount: "Original*, Orig*, Foreign*, Local*, Rate*, Fee*, Balance*, Cashback",
    // "Balance carried forward": what the next statement starts from, not a running balance.
    balance: "Carried forward, Brought forward, Carry over",
    payee: "Account*, Card holder*, Cardholder*, Message, Communication, Memo, Note, Notes",
    // "Available credit", "Credit limit": what the card may still spend, not money in.
    credit: "Available, Limit, Card",
    currency: "Original*, Orig*, Foreign*, Local*",
    transactionId: "Account*, Card*, Batch*, Mandate*",
    notes: "Account, IBAN, BIC",
  },
} satisfies HeaderWords;
