/**
 * How visitors word support questions versus how businesses word their knowledge. Each line reads
 * "phrase, phrase => knowledge words": a question phrase is also matched by the knowledge words.
 * "*" in a phrase stands for up to two words ("send it back"); a "+word" target is only searched for.
 * A line starting with "~" names what is asked about (a price, a time, a place) rather than the
 * subject, so it ranks but never decides coverage; "!" is the same, and an answer must also state it
 * (a figure, a duration: "#money", "#duration"). Only question frames (a price, a duration, a time, a
 * day, a contact) live here; other words meet the knowledge's through WordNet's synonyms (lexicon.ts).
 */
export const PARAPHRASE_TABLE: readonly string[] = [
  // Frames with no subject of their own: "how do i figure out which size".
  'figure out, figure * out, find out, quick q, quick question => ',
  // Returns and refunds.
  'send back, send * back, sent back, give back, give * back, bring back, bring * back, take back, take * back, returnable => return returns refund',
  // Prices and what is paid.
  '!how much, cost, costs, price, prices, pricing, priced, fee, fees, charge, charges, rate, rates, cheap, cheapest, cheaper, expensive, afford, affordable, per month, monthly, lowest, run us, run me, set me back, set us back, cost extra, charge extra, extra charge, extra cost, pricey, what cut, your cut, the cut, does * run, would * run, will * run, run per, runs per, do * go for, does * go for => pricing price cost costs free from #money',
  // Paying for something may only frame the question ("pay for the faster shipping, how soon would it
  // get here"; "do we have to pay for each site"): it ranks prices without demanding one.
  '~pay, paying, paid => pricing price cost costs free from #money',
  '~minimum, min, at least, threshold, qualify => over',
  'free of charge, no charge, at no cost, complimentary, without paying => free',
  // Which end of a list is asked for ("a bigger plan", "the middle one") frames the question: the
  // answerer picks that end of the list it finds.
  'bigger, biggest, larger, largest, smaller, smallest, highest, middle => ',
  // Time and speed.
  '!how long, how quickly, how quick, how fast, how soon, how many days, length, duration, turnaround, quick, quickly, fast, soon, when will => takes within days hours minutes time #duration',
  // A deadline asked about ("is it too late to return") is answered by the window the knowledge states.
  '~too late, still time, deadline, cutoff, cut off => within #duration',
  // Where a business is and when it is open.
  // A place asked for is answered by an address the knowledge states ("#place": "42 Fernhill Road").
  'located, location, locations, address, situated, where are you, where is your => office address located #place +find +visit +directions',
  'open, opening, close, closing, hours, office hours, business hours, opening times => hours open',
  'weekend, weekends => saturday sunday week daily',
  // A weekday is covered by "seven days a week" or "daily"; asked with the hours ("open on a sunday?"),
  // also by the days the knowledge names ("Monday to Saturday"), see "#day".
  'monday, tuesday, wednesday, thursday, friday, saturday, sunday, mondays, tuesdays, wednesdays, thursdays, fridays, saturdays, sundays => week daily #day',
  // A month, asked with the hours ("open in december?"), is answered by the months the season names
  // ("may" is left out: in a question it is mostly the verb).
  'january, february, march, april, june, july, august, september, october, november, december => #month',
  // A time of day asks for the hours, which the answer must state ("8pm" is answered by "10 AM to 7 PM").
  '!what time, clocktime, morning, mornings, afternoon, afternoons, evening, evenings, at night, late at night, midnight, lunchtime, after work, before work => #clock +hours +open',
  // Contact and support. Someone being there to help is the support team being available.
  'anyone there, anybody there, someone there, anyone around, anyone available, someone available, anyone on call => support available',
  'reach, contact, get in touch, talk to, speak to, speak with, email you, write to => contact email support',
  // A number to call is asked for: only a stated phone number ("#phone": "0117 496 0321") answers it.
  '!phone number, telephone number, phone no, contact number, number to call, your number, ur number, call you, call us, ring you, ring us, phone you, phone us => #phone +phone +telephone +call',
];
