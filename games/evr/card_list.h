// The one list of EvR's cards, in id order (cards.h), one line per card:
//   SW_EVR_GENERIC(the four cards of a generic type, resources/<type>.cpp)
//   SW_EVR_CHARACTER(faction, the character, resources/<name>.cpp)
//   SW_EVR_EVENT(the event, events/<key>.cpp)
//   SW_EVR_STRATEGY(the strategy, strategies/<key>.cpp)
// The tables of cards.cpp (resource_def, event_def, strategy_def, card_id,
// find_*) come from it; tests/evr/registry_test.cpp checks it against the
// card data. Ids are saved: never reorder.
// (No include guard: included once per use with the macros wanted defined;
// the others default to nothing, and all four are undefined at the end.)
#ifndef SW_EVR_GENERIC
#define SW_EVR_GENERIC(cards)
#endif
#ifndef SW_EVR_CHARACTER
#define SW_EVR_CHARACTER(faction, card)
#endif
#ifndef SW_EVR_EVENT
#define SW_EVR_EVENT(card)
#endif
#ifndef SW_EVR_STRATEGY
#define SW_EVR_STRATEGY(card)
#endif
SW_EVR_GENERIC(kDiplomacyCards)
SW_EVR_GENERIC(kTheForceCards)
SW_EVR_GENERIC(kMilitaryCards)
SW_EVR_GENERIC(kReconCards)
SW_EVR_CHARACTER(kRebel, kChewbacca)
SW_EVR_CHARACTER(kRebel, kHanSolo)
SW_EVR_CHARACTER(kRebel, kLandoCalrissian)
SW_EVR_CHARACTER(kRebel, kLeiaOrgana)
SW_EVR_CHARACTER(kRebel, kLukeSkywalker)
SW_EVR_CHARACTER(kRebel, kObiWanKenobi)
SW_EVR_CHARACTER(kRebel, kR2D2AndC3PO)
SW_EVR_CHARACTER(kRebel, kYoda)
SW_EVR_CHARACTER(kImperial, kAdmiralPiett)
SW_EVR_CHARACTER(kImperial, kBobaFett)
SW_EVR_CHARACTER(kImperial, kDarthVader)
SW_EVR_CHARACTER(kImperial, kEmperorPalpatine)
SW_EVR_CHARACTER(kImperial, kGeneralVeers)
SW_EVR_CHARACTER(kImperial, kGrandMoffTarkin)
SW_EVR_CHARACTER(kImperial, kIG88)
SW_EVR_CHARACTER(kImperial, kJabbaTheHutt)
SW_EVR_EVENT(kAcquireTheDeathStarPlans)
SW_EVR_EVENT(kAttackOnEchoBase)
SW_EVR_EVENT(kBalanceOfTheForce)
SW_EVR_EVENT(kBattleOfEndor)
SW_EVR_EVENT(kBattleOfHoth)
SW_EVR_EVENT(kBattleOfYavin)
SW_EVR_EVENT(kControlOfEndor)
SW_EVR_EVENT(kCreateADiversion)
SW_EVR_EVENT(kDestroyTheShieldGenerator)
SW_EVR_EVENT(kDiplomaticFreedom)
SW_EVR_EVENT(kDisplayOfPower)
SW_EVR_EVENT(kDuelOnCloudCity)
SW_EVR_EVENT(kEscapeFromTatooine)
SW_EVR_EVENT(kEvacuationOfEchoBase)
SW_EVR_EVENT(kFallOfAHero)
SW_EVR_EVENT(kHeartOfTheEmpire)
SW_EVR_EVENT(kLocateTheRebelBase)
SW_EVR_EVENT(kMostDesperateHour)
SW_EVR_EVENT(kNegotiateWithTheHutts)
SW_EVR_EVENT(kOccupationOfCloudCity)
SW_EVR_EVENT(kRebelUprising)
SW_EVR_EVENT(kRescueMissionToCloudCity)
SW_EVR_EVENT(kSecuringTheRebelBaseOnYavin4)
SW_EVR_EVENT(kUltimatePowerInTheUniverse)
SW_EVR_STRATEGY(kBureaucracy)
SW_EVR_STRATEGY(kDeception)
SW_EVR_STRATEGY(kDirectAssault)
SW_EVR_STRATEGY(kInfiltration)
SW_EVR_STRATEGY(kSupport)
#undef SW_EVR_GENERIC
#undef SW_EVR_CHARACTER
#undef SW_EVR_EVENT
#undef SW_EVR_STRATEGY
