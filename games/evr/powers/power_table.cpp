// The table of powers: which implementation runs for each PowerId, and the
// shared helpers. Each power's code is in its own file beside this one (or in
// strategies/ and events/ for strategy and event effects).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {

#define SW_EVR_POWER(id, def) extern const PowerDef def;
#include "evr/powers/power_list.h"
#undef SW_EVR_POWER

// The table is total: every entry has every function. Powers that resolve at
// once (they never leave a choice pending) use these, and never_asks() tells
// them apart (power_asks), so a saved state naming such a power as pending is rejected.
void no_options(const EvrState&, std::vector<Action>&) {}
void no_choose(EvrState&, Action, EventLog*) {}
std::string no_prompt(const EvrState&) { return ""; }
void no_peek(const EvrState&, std::vector<int>&) {}

namespace {
void nothing_start(EvrState&, int, int, EventLog*) {}
const PowerDef kNoPower = {nullptr, nothing_start, no_options, no_choose, no_prompt, no_peek};

// Indexed by PowerId (power_list.h).
const PowerDef* const kPowers[] = {
    &kNoPower,
#define SW_EVR_POWER(id, def) &def,
#include "evr/powers/power_list.h"
#undef SW_EVR_POWER
};
static_assert(sizeof(kPowers) / sizeof(kPowers[0]) == static_cast<size_t>(PowerId::Count), "one entry per PowerId");

}  // namespace

bool power_asks(PowerId id) {
  const PowerDef& d = power_def(id);
  return d.options != no_options && d.choose != no_choose && d.prompt != no_prompt;
}

std::string check_pending(const EvrState& s) {
  if (!s.choosing()) return "";
  const ConstChoice q = s.choice();
  if (q.power <= PowerId::None || q.power >= PowerId::Count) return "pending: no such power";
  if (!power_asks(q.power)) return "pending: that power never waits for a choice";
  if (s.over) return "pending: a choice in a finished game";
  if (q.seat < 0 || q.seat > 1 || q.owner < 0 || q.owner > 1) return "pending: bad seat";
  const PowerDef& d = power_def(q.power);
  const bool card_power = d.text != nullptr;  // a card's own power (it has card text)
  if (q.source >= 0) {
    // From a card: during the struggle, a card of the power's owner.
    if (s.phase != Phase::Struggle) return "pending: a card power outside the struggle";
    if (q.source >= kNumResourceCards || faction_of(q.source) != s.p[q.owner].faction)
      return "pending: the source card is not the owner's";
    if (card_power && resource_def(q.source).power != q.power) return "pending: the source card does not have that power";
  } else {
    // Strategy and event effects: during dominance, from no card.
    if (card_power) return "pending: a card power without its card";
    if (s.phase != Phase::Dominance) return "pending: an effect outside the dominance phase";
  }
  // The power's own rules for its steps, seats and scratch values; by
  // default one step, decided by the owner, sourced as its kind is.
  if (d.valid) return d.valid(s) ? "" : "pending: that power cannot be at this step with these values";
  if (q.step != 0) return "pending: no such step of that power";
  if (q.seat != q.owner) return "pending: the owner of the power must decide";
  if (!card_power && q.source >= 0) return "pending: an effect has no source card";
  return "";
}

const PowerDef& power_def(PowerId id) {
  return id < PowerId::Count ? *kPowers[static_cast<int>(id)] : kNoPower;
}

const char* power_text(PowerId p) {
  const char* t = power_def(p).text;
  return t ? t : "";
}

void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step) {
  Frame f;
  f.kind = power_frame(power);
  f.step = static_cast<uint8_t>(step);
  f.seat = static_cast<int8_t>(seat);
  f.source = source >= 0 ? static_cast<CardId>(source) : kNoCard;
  f.v[0] = owner;  // owner, a, b, count (state.h)
  f.v[1] = -1;
  f.v[2] = -1;
  f.v[3] = 0;
  s.stack.push(f);  // beyond kMaxNesting: a reported violation (sw/steps.h)
}

void finish_power(EvrState& s, EventLog* log) {
  s.stack.pop();
  after_pending(s, log);
}

void pick_in_play(const EvrState& s, int seat, CardFilter f, std::vector<Action>& out) {
  // Rebel ids come before Imperial ids; within a seat, sort the few cards.
  for (int faction = 0; faction < 2; ++faction) {
    int owner = s.seat_of(faction);
    if (seat >= 0 && owner != seat) continue;
    const auto& z = s.p[owner].in_play.cards;
    int sorted[kCardsPerFaction], n = 0;
    for (CardId c : z) {
      if (f == kActiveOnly && s.is_exhausted(c)) continue;
      if (f == kExhaustedOnly && !s.is_exhausted(c)) continue;
      int j = n++;
      while (j > 0 && sorted[j - 1] > c) {
        sorted[j] = sorted[j - 1];
        --j;
      }
      sorted[j] = c;
    }
    for (int i = 0; i < n; ++i) out.push_back(act::make(act::Pick, sorted[i]));
  }
}

int count_in_play(const EvrState& s, int seat, CardFilter f) {
  int n = 0;
  for (int owner = 0; owner < 2; ++owner) {
    if (seat >= 0 && owner != seat) continue;
    for (CardId c : s.p[owner].in_play.cards) {
      if (f == kActiveOnly && s.is_exhausted(c)) continue;
      if (f == kExhaustedOnly && !s.is_exhausted(c)) continue;
      ++n;
    }
  }
  return n;
}

void pick_deck_options(const EvrState& s, std::vector<Action>& out) {
  for (int f = 0; f < 2; ++f)
    if (s.has_card_to_play(s.seat_of(f))) out.push_back(act::make(act::Deck, f));
}

void no_effect(const EvrState& s, int owner, int source, EventLog* log, const char* why) {
  if (log)
    log->add("no_effect", owner,
             (source >= 0 ? card_label(source) : std::string("The effect")) + " has no effect: " + why + ".");
  (void)s;
}

}  // namespace evr
}  // namespace sw
