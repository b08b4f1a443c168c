// The table of powers: which implementation runs for each PowerId, and the
// shared helpers. Each power's code is in its own file beside this one (or in
// strategies/ and events/ for strategy and event effects).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {

#define SW_EVR_POWER(id, def) extern const PowerDef def;
#include "evr/powers/power_list.h"
#undef SW_EVR_POWER

namespace {
void nothing_start(EvrState&, int, int, EventLog*) {}
void nothing_options(const EvrState&, std::vector<Action>&) {}
void nothing_choose(EvrState&, Action, EventLog*) {}
std::string nothing_prompt(const EvrState&) { return ""; }
const PowerDef kNoPower = {nullptr, nothing_start, nothing_options, nothing_choose, nothing_prompt, nullptr};

// Indexed by PowerId (power_list.h).
const PowerDef* const kPowers[] = {
    &kNoPower,
#define SW_EVR_POWER(id, def) &def,
#include "evr/powers/power_list.h"
#undef SW_EVR_POWER
};
static_assert(sizeof(kPowers) / sizeof(kPowers[0]) == static_cast<size_t>(PowerId::Count), "one entry per PowerId");

}  // namespace

const PowerDef& power_def(PowerId id) {
  return id < PowerId::Count ? *kPowers[static_cast<int>(id)] : kNoPower;
}

const char* power_text(PowerId p) {
  const char* t = power_def(p).text;
  return t ? t : "";
}

bool pending_valid(const EvrState& s) {
  const PowerDef& d = power_def(s.pend.power);
  if (&d == &kNoPower || !d.options || !d.choose || !d.prompt) return false;  // a power that never asks
  if (d.valid) return d.valid(s);
  return s.pend.step == 0 && s.pend.seat == s.pend.owner;
}

void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step) {
  s.has_pending = true;
  s.pend = Pending{};
  s.pend.power = power;
  s.pend.seat = static_cast<int8_t>(seat);
  s.pend.owner = static_cast<int8_t>(owner);
  s.pend.source = static_cast<int8_t>(source);
  s.pend.step = static_cast<uint8_t>(step);
}

void finish_power(EvrState& s, EventLog* log) {
  s.has_pending = false;
  s.pend = Pending{};
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
