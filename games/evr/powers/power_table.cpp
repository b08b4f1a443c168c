// The table of powers: which implementation runs for each PowerId, and the
// shared helpers. Each power's code is in its own file beside this one (or in
// strategies/ and events/ for strategy and event effects).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {

extern const PowerDef kDiplomacyPower, kTheForcePower, kMilitaryPower, kReconPower;
extern const PowerDef kChewbaccaPower, kHanSoloPower, kLandoPower, kLeiaPower, kLukePower, kObiWanPower,
    kR2D2C3POPower, kYodaPower;
extern const PowerDef kPiettPower, kBobaFettPower, kVaderPower, kPalpatinePower, kVeersPower, kTarkinPower,
    kIG88Power, kJabbaPower;
extern const PowerDef kSupportPower, kDisplayOfPowerPower, kCharacterToReservePower, kAddCharacterPower,
    kReorderEventsPower, kNewStrategyPower;

// The table is total: every entry has every function. Powers that resolve at
// once (they never leave a choice pending) use these, and never_asks() tells
// them apart, so a saved state naming such a power as pending is rejected.
void no_options(const EvrState&, std::vector<Action>&) {}
void no_choose(EvrState&, Action, EventLog*) {}
std::string no_prompt(const EvrState&) { return ""; }
void no_peek(const EvrState&, std::vector<int>&) {}

namespace {
void nothing_start(EvrState&, int, int, EventLog*) {}
const PowerDef kNoPower = {nothing_start, no_options, no_choose, no_prompt, no_peek};
}  // namespace

bool power_asks(PowerId id) {
  const PowerDef& d = power_def(id);
  return d.options != no_options && d.choose != no_choose && d.prompt != no_prompt;
}

// How many steps each power that asks may be at (the last valid step), from
// the power files: step 1/2 are set only by Boba Fett, IG-88, Jabba, Leia,
// Luke and Recon.
static int last_step(PowerId id) {
  switch (id) {
    case PowerId::IG88: return 2;
    case PowerId::BobaFett:
    case PowerId::Jabba:
    case PowerId::Leia:
    case PowerId::Luke:
    case PowerId::Recon: return 1;
    default: return 0;
  }
}

std::string check_pending(const EvrState& s) {
  if (!s.has_pending) return "";
  const Pending& q = s.pend;
  if (q.power <= PowerId::None || q.power >= PowerId::Count) return "pending: no such power";
  if (!power_asks(q.power)) return "pending: that power never waits for a choice";
  if (s.over) return "pending: a choice in a finished game";
  if (q.step > last_step(q.power)) return "pending: no such step of that power";
  if (q.seat < 0 || q.seat > 1 || q.owner < 0 || q.owner > 1) return "pending: bad seat";
  const bool card_power = q.power >= PowerId::Diplomacy && q.power <= PowerId::Jabba;
  if (card_power || q.power == PowerId::NewStrategy) {
    // A card's power: resolves during the struggle, from a card of its owner.
    if (s.phase != Phase::Struggle) return "pending: a card power outside the struggle";
    if (q.source < 0 || q.source >= kNumResourceCards || faction_of(q.source) != s.p[q.owner].faction)
      return "pending: the source card is not the owner's";
    PowerId src = resource_def(q.source).power;
    if (card_power && src != q.power) return "pending: the source card does not have that power";
    // New strategy: R2-D2 & C-3PO (the owner chooses) or Palpatine (the opponent does).
    if (q.power == PowerId::NewStrategy) {
      if (src == PowerId::R2D2C3PO ? q.seat != q.owner : src == PowerId::Palpatine ? q.seat == q.owner : true)
        return "pending: a new strategy choice from a card that does not give one";
    } else if (q.seat != q.owner) {
      return "pending: the owner of the power must decide";
    }
  } else {
    // Strategy and event effects: during dominance, from no card.
    if (s.phase != Phase::Dominance) return "pending: an effect outside the dominance phase";
    if (q.source != -1) return "pending: an effect has no source card";
    if (q.seat != q.owner) return "pending: the owner of the effect must decide";
  }
  return "";
}

const PowerDef& power_def(PowerId id) {
  switch (id) {
    case PowerId::Diplomacy: return kDiplomacyPower;
    case PowerId::TheForce: return kTheForcePower;
    case PowerId::Military: return kMilitaryPower;
    case PowerId::Recon: return kReconPower;
    case PowerId::Chewbacca: return kChewbaccaPower;
    case PowerId::HanSolo: return kHanSoloPower;
    case PowerId::Lando: return kLandoPower;
    case PowerId::Leia: return kLeiaPower;
    case PowerId::Luke: return kLukePower;
    case PowerId::ObiWan: return kObiWanPower;
    case PowerId::R2D2C3PO: return kR2D2C3POPower;
    case PowerId::Yoda: return kYodaPower;
    case PowerId::Piett: return kPiettPower;
    case PowerId::BobaFett: return kBobaFettPower;
    case PowerId::Vader: return kVaderPower;
    case PowerId::Palpatine: return kPalpatinePower;
    case PowerId::Veers: return kVeersPower;
    case PowerId::Tarkin: return kTarkinPower;
    case PowerId::IG88: return kIG88Power;
    case PowerId::Jabba: return kJabbaPower;
    case PowerId::Support: return kSupportPower;
    case PowerId::DisplayOfPower: return kDisplayOfPowerPower;
    case PowerId::FallOfAHero:
    case PowerId::NegotiateWithTheHutts: return kCharacterToReservePower;
    case PowerId::AddCharacterFromReserve: return kAddCharacterPower;
    case PowerId::ReorderEvents: return kReorderEventsPower;
    case PowerId::NewStrategy: return kNewStrategyPower;
    default: return kNoPower;
  }
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
    for (int i = 0; i < n; ++i) out.push_back(act::kPick + sorted[i]);
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
    if (s.has_card_to_play(s.seat_of(f))) out.push_back(act::kDeck + f);
}

void no_effect(const EvrState& s, int owner, int source, EventLog* log, const char* why) {
  if (log)
    log->add("no_effect", owner,
             (source >= 0 ? card_label(source) : std::string("The effect")) + " has no effect: " + why + ".");
  (void)s;
}

}  // namespace evr
}  // namespace sw
