package http

import (
	_ "embed"
	"net/http"
)

// openAPI is the OpenAPI 3 document of the API, kept in the repository and
// checked against the registered routes by the tests.
//
//go:embed openapi.json
var openAPI []byte

// OpenAPI returns the OpenAPI 3 document served on /openapi.json.
func OpenAPI() []byte { return append([]byte(nil), openAPI...) }

func (s *Server) handleOpenAPI(w http.ResponseWriter, _ *http.Request) error {
	w.Header().Set("Content-Type", "application/json")
	_, err := w.Write(openAPI)
	return err
}
