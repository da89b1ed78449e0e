package feature

import "strings"

// A unit switch: the message names a unit of everyday measure (Celsius,
// kilometres, grams, litres, or a whole system, metric) where the previous
// output wrote the same measure in another unit (75°F, 6 miles, 8
// ounces). Asking for the other unit corrects the answer's form, as the
// seed's "Please use Celsius from now on." does after "It's 75°F
// outside."; a change of plan or of a name is no unit switch.

// everydayUnit is one unit: its measure and its system ("" for both).
type everydayUnit struct{ measure, system string }

var everydayUnits = map[string]everydayUnit{}

func init() {
	add := func(measure, system string, names ...string) {
		for _, n := range names {
			everydayUnits[n] = everydayUnit{measure, system}
		}
	}
	add("temperature", "metric", "celsius", "centigrade", "°c")
	add("temperature", "imperial", "fahrenheit", "°f")
	add("temperature", "si", "kelvin")
	add("distance", "metric", "km", "kilometre", "kilometres", "kilometer", "kilometers", "metre", "metres", "meter", "meters", "centimetres", "centimeters", "cm", "mm")
	add("distance", "imperial", "mile", "miles", "mi", "feet", "foot", "ft", "inch", "inches", "yard", "yards")
	add("mass", "metric", "kg", "kilogram", "kilograms", "kilos", "gram", "grams", "g")
	add("mass", "imperial", "lb", "lbs", "pound", "pounds", "ounce", "ounces", "oz", "stone")
	add("volume", "metric", "litre", "litres", "liter", "liters", "ml", "millilitres", "milliliters")
	add("volume", "imperial", "gallon", "gallons", "pint", "pints", "quart", "quarts", "cup", "cups", "fl oz")
	add("speed", "metric", "km/h", "kph")
	add("speed", "imperial", "mph")
}

// systems are words that name a whole system of units.
var systems = map[string]string{"metric": "metric", "imperial": "imperial", "si": "metric"}

// everydayUnitsIn returns the everyday units s names, read from its words; a
// number glued to a unit ("75°F", "5km") counts as the unit.
func everydayUnitsIn(s string) (units []everydayUnit, named map[string]bool) {
	named = map[string]bool{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '°' || r == '/' || r == '.')
	}) {
		f = strings.Trim(strings.TrimLeft(f, "0123456789.,-"), "./")
		if f == "" {
			continue
		}
		if u, ok := everydayUnits[f]; ok {
			units = append(units, u)
			named[f] = true
		}
	}
	return units, named
}

// unitSwitch reports a message (lower case) that names a unit, or a
// system, of a measure the previous output (lower case) gives in another
// unit, and names none of the output's own units of that measure.
func unitSwitch(msg, prev string) bool {
	if len(msg) > 400 || prev == "" {
		return false // a long message says more than which unit to use
	}
	mu, _ := everydayUnitsIn(msg)
	wantSystem := ""
	for w, sys := range systems {
		if containsWord(msg, w) {
			wantSystem = sys
		}
	}
	if len(mu) == 0 && wantSystem == "" {
		return false
	}
	pu, _ := everydayUnitsIn(prev)
	for _, p := range pu {
		if wantSystem != "" && p.system != wantSystem && p.system != "si" {
			return true
		}
		for _, m := range mu {
			if m.measure == p.measure && m.system != p.system {
				for _, o := range mu {
					if o == p {
						return false // the message names the output's unit too: a conversion, not a switch
					}
				}
				return true
			}
		}
	}
	return false
}
