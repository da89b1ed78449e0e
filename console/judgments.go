package console

import (
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// maxProducts bounds the products listed on the judgments page.
const maxProducts = 500

func (c *Console) registerJudgments(mux *http.ServeMux) {
	mux.HandleFunc("GET /judgments", c.page(c.handleProducts))
	mux.HandleFunc("GET /judgments/product", c.page(c.handleProduct))
}

type productRow struct {
	Name  string
	Stats judgment.Stats
}

type productsData struct {
	All  judgment.Stats
	Rows []productRow
	More int // products not listed
}

func (c *Console) handleProducts(w http.ResponseWriter, r *http.Request, v *visit) error {
	m, err := c.Judgments.Manager(v.tenant())
	if err != nil {
		return err
	}
	all, err := m.Stats(r.Context(), "")
	if err != nil {
		return err
	}
	data := productsData{All: all}
	for i, p := range all.Products {
		if i == maxProducts {
			data.More = len(all.Products) - i
			break
		}
		st, err := m.Stats(r.Context(), p)
		if err != nil {
			return err
		}
		data.Rows = append(data.Rows, productRow{Name: p, Stats: st})
	}
	return c.render(w, http.StatusOK, "judgments.html", c.view(v, "Judgments", "judgments", data))
}

type productData struct {
	Product string
	Stats   judgment.Stats
	Chart   *rateChart
	History []*judgment.Judgment
	Prompt  string
	Max     int
	Ratio   float64
}

func (c *Console) handleProduct(w http.ResponseWriter, r *http.Request, v *visit) error {
	product := r.URL.Query().Get("name")
	if strings.TrimSpace(product) == "" {
		return cairn.Invalid("name", "required: the product to show")
	}
	if err := cairn.ValidateText("name", product); err != nil {
		return err
	}
	m, err := c.Judgments.Manager(v.tenant())
	if err != nil {
		return err
	}
	st, err := m.Stats(r.Context(), product)
	if err != nil {
		return err
	}
	if st.TotalJudgments == 0 {
		return cairn.Errorf(cairn.ENOTFOUND, "no judgments of product %q", product)
	}
	// The chart reads the whole product: it is one request of a person,
	// not a hot path.
	var js []*judgment.Judgment
	store := c.JudgmentStores(v.tenant())
	if store == nil {
		return cairn.Errorf(cairn.ENOTFOUND, "this store holds no judgments of tenant %q", v.tenant())
	}
	if err := store.Each(r.Context(), product, func(j *judgment.Judgment) error {
		js = append(js, j)
		return nil
	}); err != nil {
		return err
	}
	history, err := m.HistoryForPrompt(r.Context(), product, judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		return err
	}
	data := productData{
		Product: product, Stats: st, Chart: overrideChart(js), History: history, Prompt: judgment.RenderPrompt(history),
		Max: judgment.DefaultMaxEntries, Ratio: judgment.DefaultCorrectionRatio,
	}
	return c.render(w, http.StatusOK, "judgment.html", c.view(v, product, "judgments", data))
}
