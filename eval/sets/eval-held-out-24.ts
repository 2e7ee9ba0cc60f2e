/**
 * Blind held-out set 24, written on 2026-11-25 (session 13) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * first profile of set 23, the set registry (eval/sets/registry.ts) and scripts/eval-answers.ts were read.
 * Two new kinds of business (an independent community pharmacy, a second-hand and antiquarian bookshop with
 * a café corner) whose knowledge is written the way real small-business sites are: prose, headings, bullets,
 * tables, hours, price lists, "Key: value" lines and FAQ-style questions and answers. Each `fact` occurs
 * verbatim in its business's knowledge and must appear in a correct answer; `null` means the knowledge does
 * not say, so the assistant must decline. Use it to measure, never tune the answerer to its questions; once
 * its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const PHARMACY = 'ashcombepharmacy.co.uk';
const BOOKS = 'marrowbonebooks.co.uk';

export const HELD_OUT_24_PROFILES: EvalProfile[] = [
  {
    clientName: 'Priya Raman',
    businessName: 'Ashcombe Pharmacy',
    domain: PHARMACY,
    plan: 'Premium',
    industry: 'Healthcare',
    email: 'hello@ashcombepharmacy.co.uk',
    phone: '01373 462 815',
    timeZone: 'Europe/London',
    notes:
      'Blind eval set 24: an independent community pharmacy with NHS services and a private travel clinic.',
    welcomeMessage:
      'Hello! Ask me about prescriptions, repeats, delivery, Pharmacy First or booking the travel clinic.',
    themeColor: '#0f766e',
    aiContent: `# Ashcombe Pharmacy, Frome

Ashcombe Pharmacy has been looking after Frome since 1987. We are a family-owned, independent community pharmacy on Cheap Street, run by pharmacists who live locally and know many of our patients by name. We dispense NHS and private prescriptions, offer NHS Pharmacy First consultations for common conditions, run a private travel clinic and deliver medicines to patients across the town.

## Opening hours

| Day | Hours |
| --- | --- |
| Monday to Friday | 8:30am to 6:30pm |
| Saturday | 9:00am to 5:00pm |
| Sunday | Closed |

Our pharmacist takes a short break from 1:15pm to 1:35pm on weekdays. The shop stays open, but we cannot hand out prescription medicines or give clinical advice during the break. We are closed on bank holidays, and on Christmas Eve we close at 2:00pm.

## NHS prescriptions

Most GP surgeries now send prescriptions to us electronically. To have yours come straight to Ashcombe, nominate us as your pharmacy in the NHS App or ask at your surgery. Please allow 3 working days from when your surgery issues the prescription before you come in; we will send you a text when it is ready to collect.

Prescription charges in England:

- Per item: £9.90
- Prescription prepayment certificate (PPC), 3 months: £32.05
- PPC, 12 months: £114.50 (can be paid in 10 monthly instalments)

You do not pay for NHS prescriptions if you are aged 60 or over, under 16, aged 16 to 18 and in full-time education, pregnant or have had a baby in the last 12 months (with a valid maternity exemption certificate), or hold a valid medical exemption certificate. If you are unsure, ask at the counter before you sign the back of the form.

## Repeat prescriptions

Our free Repeat Collection Service takes the hassle out of repeats. We order your regular medicines from your surgery on your behalf, collect the prescription and have everything bagged up for you. We currently work with Frome Medical Practice and Beckington Family Practice.

- Let us know at least 7 days before you run out
- We text you when your bag is ready
- Anything not collected within 28 days is returned and your surgery is told

## Blister packs

For patients who find it hard to manage several medicines, we can supply weekly multi-compartment packs (sometimes called dosette or blister packs) after a short assessment with the pharmacist. We need 10 days' notice of any change to the medicines in a pack.

## Delivery

Our driver, Gareth, delivers on Tuesday and Friday afternoons to addresses in Frome and the surrounding villages (BA11 postcodes).

- Housebound patients: free
- Everyone else: £3.50 per delivery
- Controlled drugs must be signed for by the patient or someone at the address

## NHS Pharmacy First

You can walk in and see a pharmacist, without a GP appointment, for seven common conditions. We will assess you in our private consultation room and, where appropriate, supply treatment on the NHS, including some prescription-only medicines. The usual prescription charge applies unless you are exempt.

| Condition | Who can be seen |
| --- | --- |
| Sinusitis | Ages 12 and over |
| Sore throat | Ages 5 and over |
| Acute ear infection (earache) | Ages 1 to 17 |
| Infected insect bite | Ages 1 and over |
| Impetigo | Ages 1 and over |
| Shingles | Ages 18 and over |
| Uncomplicated urinary tract infection | Women aged 16 to 64 |

No appointment is needed, though there may be a short wait at busy times. For anything else we can still give advice over the counter and tell you if you need to see your GP.

## Travel clinic

Planning a trip? Book a travel health consultation and our pharmacist will go through your itinerary, check which vaccines and anti-malaria tablets you need, and give them in the same appointment where possible. Please book at least 6 weeks before you travel, as some courses take several weeks to complete.

Clinic times: Tuesdays and Thursdays 10am to 4pm, Saturdays 9:30am to 12:30pm
Consultation fee: £15 per person, taken off the cost of any vaccines you have
Booking: online or by phone

| Vaccine | Doses | Price per dose | Full course |
| --- | --- | --- | --- |
| Hepatitis A | 2 | £55 | £110 |
| Hepatitis B | 3 | £50 | £150 |
| Typhoid (injection) | 1 | £45 | £45 |
| Rabies | 3 | £75 | £225 |
| Japanese encephalitis | 2 | £99 | £198 |
| Yellow fever | 1 | £85 | £85 |
| Cholera (oral drink) | 2 | £35 | £70 |

We are a registered Yellow Fever Vaccination Centre, so we can issue the international certificate that some countries ask to see at the border. Anti-malaria tablets: atovaquone/proguanil (generic Malarone) £2.50 per tablet, doxycycline £1.20 per tablet. Some travel vaccines, such as hepatitis A and typhoid, may be free from your GP surgery; ours are private services.

## Other services

- NHS flu vaccination: free for eligible patients from September to March, no appointment needed
- Private flu jab: £18
- Chickenpox vaccine: £72 per dose, two doses needed
- Ear wax removal by microsuction: £60 for both ears, £40 for one ear (appointments on Wednesdays)
- Blood pressure check: free for adults aged 40 and over
- Emergency contraception: free, confidential consultation, no appointment
- NHS New Medicine Service: support from the pharmacist when you start a new medicine for a long-term condition

## Frequently asked questions

**Can someone else collect my prescription?**
Yes. They will need to tell us your name, address and date of birth. For controlled drugs we may ask to see their photo ID.

**Can I bring back medicines I no longer need?**
Yes, hand in unwanted or out-of-date medicines at the counter and we will dispose of them safely. We cannot take needles or sharps bins; Somerset Council collects those.

**I have run out of my regular medicine and cannot get hold of my GP. Can you help?**
Often, yes. Our pharmacist can make an emergency supply of up to 30 days of most regular medicines if you have been prescribed them before. Bring your repeat slip or the empty box if you have it.

## Find us

Address: 22 Cheap Street, Frome BA11 1BN
Phone: 01373 462 815
Email: hello@ashcombepharmacy.co.uk
Superintendent pharmacist: Priya Raman
GPhC premises number: 1093452
Access: step-free entrance and a hearing loop at the counter
Parking: Cheap Street is pedestrianised; Westway car park is a 3-minute walk`,
    faqs: [
      {
        question: 'Do I need an appointment for Pharmacy First?',
        answer: 'No. Just walk in and ask to see the pharmacist; there may be a short wait at busy times.',
      },
      {
        question: 'How do I get my prescriptions sent to you?',
        answer:
          'Nominate Ashcombe Pharmacy as your pharmacy in the NHS App or ask at your GP surgery, and your prescriptions will come straight to us.',
      },
    ],
  },
  {
    clientName: 'Tom Hesketh',
    businessName: 'Marrowbone Books',
    domain: BOOKS,
    plan: 'Premium',
    industry: 'Retail',
    email: 'books@marrowbonebooks.co.uk',
    phone: '01584 873 226',
    timeZone: 'Europe/London',
    notes: 'Blind eval set 24: a second-hand and antiquarian bookshop with a café corner and events.',
    welcomeMessage:
      'Hello! Ask me about selling us your books, finding a title, postage, the café or our events.',
    themeColor: '#7c2d12',
    aiContent: `# Marrowbone Books, Ludlow

Secondhand, antiquarian and out-of-print books on three floors of a crooked seventeenth-century building at the top of Broad Street. We have around 40,000 books on the shelves at any one time, from 50p paperbacks on the bargain trolley outside to first editions in the Rare Books Room. Marrowbone was founded by Tom Hesketh in 2004, and he is still here most days, usually behind a pile of boxes.

## Opening hours

Tuesday to Saturday: 10am to 5:30pm
Sunday: 11am to 4pm
Monday: closed (except bank holiday Mondays, 11am to 4pm)

In January and February we close at 4:30pm every day we are open.

## What's on the shelves

- Ground floor: fiction, poetry, crime, children's books and the café corner
- First floor: history, biography, travel, art and architecture, plus the Rare Books Room
- Second floor: natural history, gardening, cookery, music, philosophy and religion

Our specialities are Shropshire and Welsh Borders topography, British natural history, early Penguin paperbacks and illustrated children's books.

## Selling your books to us

We are always buying. We are most interested in hardbacks in good condition, literary fiction, history, natural history, art, and anything on the Welsh Borders. We generally cannot use:

- Reader's Digest condensed books and book club editions
- Encyclopaedias and old textbooks
- Books with damp, mould, smoke damage or heavy underlining

Up to two boxes: just bring them in, Tuesday to Friday, no appointment needed. Please avoid Saturdays, when we are too busy to look through them properly.

Larger collections: we will come to you. House calls are free within 40 miles of Ludlow; further afield we charge 45p per mile.

### How we value books

We look at condition, edition, demand and what similar copies have actually sold for recently, not what the most optimistic online listing is asking. As a rule of thumb we offer around 30% of the price we expect to sell a book for, and more for scarce books we know will sell quickly. We will always explain our offer, and there is no obligation to accept it.

Payment: cash for offers up to £200; above that, by bank transfer within 5 working days.

Valuations for probate or insurance: £60 per hour, minimum one hour, with a written report.

## Rare and antiquarian books

The Rare Books Room on the first floor is open on Fridays and Saturdays, or on other days by appointment. We are members of the PBFA (Provincial Booksellers Fairs Association) and exhibit at the York and Cheltenham book fairs each year. We email a catalogue of new rare stock four times a year; sign up at the till or on the website.

## Finding and ordering books

Book search: tell us what you are after and we will hunt for it, free and with no obligation to buy.
New books: we can order almost any new book in print; most arrive in 3 to 5 days.
Reservations: we will hold a book for you for 7 days.
Online: a selection of our stock is listed on our website and on AbeBooks.

## Postage

| Destination | First book | Each extra book |
| --- | --- | --- |
| UK (Royal Mail Tracked 48) | £3.95 | £1.00 |
| Europe | £12.50 | £3.00 |
| Rest of the world | £18.00 | £5.00 |

UK orders over £40 are posted free. Orders are dispatched within 2 working days, wrapped in card and bubble wrap. If a book is not as described, return it within 14 days for a full refund.

## The café corner

At the back of the ground floor, by the window onto the garden, is our little café: six tables, a wood burner in winter, and a shelf of books you are welcome to read over your drink.

| Drink or cake | Price |
| --- | --- |
| Flat white or latte | £3.20 |
| Pot of tea | £2.80 |
| Hot chocolate | £3.40 |
| Scone with jam and clotted cream | £3.50 |
| Slice of cake | £3.00 |

Oat and soya milk at no extra charge. The café closes 30 minutes before the shop. Well-behaved dogs are welcome throughout.

## Events

- Verse at Marrowbone: poetry open mic on the first Wednesday of every month, 7pm, tickets £5 including a glass of wine
- Marrowbone Book Club: last Thursday of the month, 6:30pm, free, new members welcome
- Author talks: several a year, announced in our email newsletter

## Gift vouchers

Gift vouchers are available in any amount from £10 and are valid for 2 years. They can be spent in the shop and the café, but not online.

## FAQ

**Do you buy single books?**
Yes, if it is something we can sell. Bring it in any day from Tuesday to Friday.

**Can I get upstairs in a wheelchair?**
Only the ground floor is step-free; the upper floors are up a narrow staircase. Staff are very happy to bring books down for you to look through.

**Where can I park?**
Galdeford car park is a 5-minute walk. Broad Street has a few 1-hour on-street spaces.

## Contact

Owner: Tom Hesketh
Address: 41 Broad Street, Ludlow, Shropshire SY8 1NJ
Phone: 01584 873 226
Email: books@marrowbonebooks.co.uk`,
    faqs: [
      {
        question: 'Do you sell books online?',
        answer: 'Yes, a selection of our stock is listed on our website and on AbeBooks.',
      },
      {
        question: 'Is there an obligation to accept your offer for my books?',
        answer: 'No. We will always explain how we arrived at our offer, and you are free to say no.',
      },
    ],
  },
];

export const HELD_OUT_SET_24: HeldOutCase[] = [
  // Pharmacy, answerable
  { domain: PHARMACY, question: 'what time do you shut on a saturday?', fact: '5:00pm' },
  { domain: PHARMACY, question: 'hi how much is a perscription per item at the moment', fact: '£9.90' },
  {
    domain: PHARMACY,
    question:
      'I get about four prescriptions every month, is there some kind of yearly pass that works out cheaper? how much is it',
    fact: '£114.50',
  },
  { domain: PHARMACY, question: 'im 63 do i still have to pay for my prescriptions', fact: '60 or over' },
  {
    domain: PHARMACY,
    question: 'How long after the doctor sends my prescription over can I come and pick it up?',
    fact: '3 working days',
  },
  {
    domain: PHARMACY,
    question: 'how much warning do you need to sort out my repeat meds',
    fact: '7 days',
  },
  { domain: PHARMACY, question: 'Do you deliver medication? What does it cost?', fact: '£3.50' },
  {
    domain: PHARMACY,
    question:
      'My son is 13 and has had really bad earache since yesterday. Can the pharmacist see him or do we need the GP?',
    fact: '1 to 17',
  },
  {
    domain: PHARMACY,
    question: "I think I've got a water infection, can you treat it? I'm 70",
    fact: '16 to 64',
  },
  {
    domain: PHARMACY,
    question: 'Off to Vietnam in the spring, how far ahead should I book in for my travel jabs?',
    fact: '6 weeks',
  },
  {
    domain: PHARMACY,
    question: 'what would the whole rabies course cost me altogether',
    fact: '£225',
  },
  {
    domain: PHARMACY,
    question: 'Can you do the yellow fever vacine and whats the price',
    fact: '£85',
  },
  { domain: PHARMACY, question: 'how much are malarone tablets', fact: '£2.50' },
  {
    domain: PHARMACY,
    question: 'How much would it be to get the wax sucked out of both my ears?',
    fact: '£60',
  },
  { domain: PHARMACY, question: 'private flu vaccine cost pls', fact: '£18' },
  {
    domain: PHARMACY,
    question: "My daughter's going to pick up my tablets for me, what will she need to tell you?",
    fact: 'date of birth',
  },
  {
    domain: PHARMACY,
    question:
      'my dad has his meds in a weekly dosette pack from you. if the GP changes a dose how much notice do you need',
    fact: '10 days',
  },
  { domain: PHARMACY, question: 'Is there anywhere to park near you?', fact: 'Westway' },
  {
    domain: PHARMACY,
    question: 'does the pharmacist go on lunch? dont want to turn up and not be able to get my prescription',
    fact: '1:15pm',
  },
  {
    domain: PHARMACY,
    question:
      "I've run out of my blood pressure tablets and the surgery's closed till Monday. can you give me some to tide me over?",
    fact: '30 days',
  },
  // Pharmacy, unanswerable
  { domain: PHARMACY, question: 'How much is the shingles vaccine if I pay privately?', fact: null },
  { domain: PHARMACY, question: 'do u do the HPV jab for adults', fact: null },
  { domain: PHARMACY, question: 'Does anyone at the pharmacy speak Polish?', fact: null },
  { domain: PHARMACY, question: 'do you sell CBD oil', fact: null },
  { domain: PHARMACY, question: 'Can I pay with American Express?', fact: null },
  { domain: PHARMACY, question: 'are you doing covid boosters this autumn?', fact: null },
  {
    domain: PHARMACY,
    question: 'The vet has written a prescription for my dog, can you make it up?',
    fact: null,
  },
  { domain: PHARMACY, question: 'how much is a cholesterol test', fact: null },
  { domain: PHARMACY, question: 'Do you have a loyalty card or points scheme?', fact: null },
  { domain: PHARMACY, question: 'Do you offer weight loss injections like Mounjaro?', fact: null },
  // Bookshop, answerable
  { domain: BOOKS, question: 'What time do you open on Sundays?', fact: '11am' },
  {
    domain: BOOKS,
    question: 'are you still open till half 5 in january? coming over on a saturday',
    fact: '4:30pm',
  },
  {
    domain: BOOKS,
    question: 'roughly what do you pay for secondhand books, like what percentage of what they sell for',
    fact: '30%',
  },
  {
    domain: BOOKS,
    question:
      "We're clearing my late father's house in Church Stretton, about 15 miles from you, and there are maybe 30 boxes of books. Would you come out and look, and is there a charge?",
    fact: '40 miles',
  },
  {
    domain: BOOKS,
    question: 'We live near Bristol, about 90 miles away. Would you charge to come and see my collection?',
    fact: '45p per mile',
  },
  {
    domain: BOOKS,
    question: 'if you buy a big lot of books off me, how and when do i get paid',
    fact: '5 working days',
  },
  {
    domain: BOOKS,
    question: "I need my mother's library valued for probate. What do you charge for that?",
    fact: '£60 per hour',
  },
  {
    domain: BOOKS,
    question: 'Can I just bring two boxes in to sell this Saturday?',
    fact: 'Tuesday to Friday',
  },
  {
    domain: BOOKS,
    question: 'when can i have a browse of the antiquarian stuff',
    fact: 'Fridays and Saturdays',
  },
  {
    domain: BOOKS,
    question: 'are you part of any booksellers trade association?',
    fact: 'PBFA',
  },
  { domain: BOOKS, question: 'How much to post one book to Germany?', fact: '£12.50' },
  { domain: BOOKS, question: 'do you do free p&p', fact: '£40' },
  {
    domain: BOOKS,
    question: "I saw a book in the window, can you put it aside for me? can't get in until next week",
    fact: '7 days',
  },
  {
    domain: BOOKS,
    question: 'If I order a brand new book through you how long does it take to come in',
    fact: '3 to 5 days',
  },
  { domain: BOOKS, question: 'how much is a flat white in the cafe', fact: '£3.20' },
  { domain: BOOKS, question: 'When are your poetry nights on?', fact: 'first Wednesday' },
  { domain: BOOKS, question: 'what night does the book group meet', fact: 'last Thursday' },
  {
    domain: BOOKS,
    question: 'I was given one of your gift vouchers last Christmas, does it run out?',
    fact: '2 years',
  },
  {
    domain: BOOKS,
    question: 'My mum uses a wheelchair, will she be able to get round all the floors?',
    fact: 'ground floor',
  },
  { domain: BOOKS, question: "where's best to park when visiting the shop", fact: 'Galdeford' },
  // Bookshop, unanswerable
  { domain: BOOKS, question: 'Do you buy old vinyl records as well as books?', fact: null },
  {
    domain: BOOKS,
    question: 'The spine is coming off our old family bible. Can you repair or rebind it?',
    fact: null,
  },
  { domain: BOOKS, question: 'is there wifi in the café', fact: null },
  { domain: BOOKS, question: 'Do you have toilets customers can use?', fact: null },
  {
    domain: BOOKS,
    question: 'Could we hire the shop one evening for a private book launch?',
    fact: null,
  },
  { domain: BOOKS, question: 'do you have a first edition of The Hobbit in at the moment', fact: null },
  { domain: BOOKS, question: 'Any student discount?', fact: null },
  { domain: BOOKS, question: 'can i pay with paypal on your website', fact: null },
  { domain: BOOKS, question: 'Does the café do gluten free cakes?', fact: null },
  {
    domain: BOOKS,
    question: 'Would you sell my books on a sale or return basis instead of buying them outright?',
    fact: null,
  },
];
